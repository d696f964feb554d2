from .meters import AverageMeter, ProgressMeter, accuracy
from .data import make_tablets

__all__ = ["AverageMeter", "ProgressMeter", "accuracy", "make_tablets"]
