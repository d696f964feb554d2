from torch import nn


def prepare_for_finetuning(model, n_classes):
    hidden = model.head.in_features
    model.head = nn.Linear(hidden, n_classes)
    return model
