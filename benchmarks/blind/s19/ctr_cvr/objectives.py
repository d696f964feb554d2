import torch.nn as nn

LOSSES = {
    "bce": nn.BCEWithLogitsLoss,
    "mse": nn.MSELoss,
}


def build_objectives(spec):
    return {task: LOSSES[kind](**kwargs) for task, (kind, kwargs) in spec.items()}
