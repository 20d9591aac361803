"Package metadata for `fastai_sb`, the library alone, read from `settings.ini` (and the name from `pyproject.toml`)."
from configparser import ConfigParser
from pathlib import Path
import setuptools

try: import tomllib
except ImportError: import tomli as tomllib

here = Path(__file__).parent
cfg = ConfigParser(delimiters=['='])
cfg.read(here/'settings.ini', encoding='utf-8')
cfg = cfg['DEFAULT']
name = tomllib.loads((here/'pyproject.toml').read_text(encoding='utf-8'))['project']['name']
statuses = {'1': 'Planning', '2': 'Pre-Alpha', '3': 'Alpha', '4': 'Beta', '5': 'Production/Stable'}

setuptools.setup(
    version=cfg['version'],
    description=cfg['description'],
    long_description=(here/'README.md').read_text(encoding='utf-8'),
    long_description_content_type='text/markdown',
    keywords=cfg['keywords'].split(),
    author=cfg['author'], author_email=cfg['author_email'],
    license=cfg['license'],
    url=cfg['git_url'],
    project_urls={'Documentation': cfg['doc_url'], 'Repository': cfg['git_url']},
    classifiers=[f"Development Status :: {cfg['status']} - {statuses[cfg['status']]}",
                 'Intended Audience :: Developers', 'Programming Language :: Python :: 3 :: Only',
                 'Topic :: Scientific/Engineering :: Artificial Intelligence'],
    python_requires=f">={cfg['min_python']}",
    packages=[name],             # the library alone: fastai_sb.bench installs apart, as fastai_sb_bench (bench/setup.py)
    include_package_data=False,  # else setuptools would ship fastai_sb/bench's files as the library's data
    install_requires=cfg['requirements'].split(),
    extras_require={'dev': cfg['dev_requirements'].split()},
    entry_points={'nbdev': [f'{name}={name}._modidx:d']},
    zip_safe=False,
)
