"""A fastai user's own fit, as `compare` and `sb-compare` take it: images in class folders, fastai's `aug_transforms`,
a torchvision ResNet-18 through `vision_learner`, and `fit_flat_cos` at a rate of the user's choosing.

    sb-compare folder_fit:make_learner --fit folder_fit:fit --epochs 8 --seeds 0 1   (from this folder)
"""
from pathlib import Path
from fastai.vision.all import *
from fastai_sb.bench.data import load_images, cifar10_classes
from fastai_sb.bench.bodies import body_cache

def image_folder() -> Path:
    "The 5,085 CIFAR-10 images that ship with fastai_sb, written once as PNG files in class folders"
    path = body_cache()/'cifar5k-png'
    if not (path/'written').exists():
        X, y = load_images('cifar5k')
        for i, (x, c) in enumerate(zip(X, y.tolist())):
            (path/cifar10_classes[c]).mkdir(parents=True, exist_ok=True)
            PILImage.create((x.permute(1, 2, 0) * 255).byte().numpy()).save(path/cifar10_classes[c]/f'{i}.png')
        (path/'written').touch()
    return path

def make_learner() -> Learner:
    "A fresh learner: a fifth of the images held out, light augmentation, a ResNet-18 from scratch"
    dls = ImageDataLoaders.from_folder(image_folder(), valid_pct=0.2, seed=42, bs=64, num_workers=0,
                                       item_tfms=Resize(32), batch_tfms=aug_transforms(size=32, min_scale=0.8))
    return vision_learner(dls, resnet18, pretrained=False, metrics=[accuracy, error_rate])

def fit(learn, epochs, cbs):
    "The user's fit call, with the callbacks `compare` hands it"
    learn.fit_flat_cos(epochs, 3e-3, cbs=cbs)
