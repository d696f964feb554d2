import enum
from contextlib import contextmanager

import torch


class Mode(enum.Enum):
    TRAIN = "train"
    VALIDATE = "validate"
    TEST = "test"

    @property
    def learns(self):
        return self is Mode.TRAIN


@contextmanager
def phase(model, mode):
    was_training = model.training
    model.train(mode.learns)
    with torch.set_grad_enabled(mode.learns):
        yield
    model.train(was_training)
