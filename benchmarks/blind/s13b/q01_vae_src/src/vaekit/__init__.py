from .config import default_config
from .data import make_loaders
from .model import VAE
from .engine import train_epoch, evaluate, sample

__all__ = ["default_config", "make_loaders", "VAE", "train_epoch", "evaluate", "sample"]
