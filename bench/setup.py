"Package metadata for `fastai_sb_bench`, the benchmark beside the library, read from `../settings.ini`."
from configparser import ConfigParser
from pathlib import Path
import sys, setuptools

here = Path(__file__).parent
cfg = ConfigParser(delimiters=['='])
cfg.read(here.parent/'settings.ini', encoding='utf-8')
cfg = cfg['DEFAULT']

# nbdev writes the package into the library's folder, fastai_sb/bench; a wheel of this distribution ships that subpackage
# alone. An editable install (the README's set-up) declares no package: the library's own editable install already finds
# fastai_sb/bench inside fastai_sb, and a second mapping of it would make setuptools' editable finder take fastai_sb
# for a namespace package, hiding the library's __init__.
editable = 'editable_wheel' in sys.argv

setuptools.setup(
    version=cfg['version'],
    description="fastai_sb's benchmark: sb-bench, sb-compare (your own fit against plain fastai), its data and audit",
    long_description=(here/'README.md').read_text(encoding='utf-8'),
    long_description_content_type='text/markdown',
    author=cfg['author'], author_email=cfg['author_email'],
    license=cfg['license'],
    url=cfg['git_url'],
    python_requires=f">={cfg['min_python']}",
    packages=[] if editable else ['fastai_sb.bench'],
    package_dir={'fastai_sb.bench': '../fastai_sb/bench'},
    install_requires=[f"fastai_sb=={cfg['version']}"] + cfg['bench_requirements'].split(),
    entry_points={'console_scripts': cfg['bench_console_scripts'].split()},
    zip_safe=False,
)
