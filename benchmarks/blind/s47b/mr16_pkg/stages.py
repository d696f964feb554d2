from torch import nn

from .objectives import OBJECTIVES


def switch_to_finetune(model, classes):
    """Drop the reconstruction head and put a fresh classifier on the pretrained encoder."""
    model.head = nn.Linear(model.cfg["width"], classes)
    model.objective = OBJECTIVES["ce"]
    model.mode = "finetune"
