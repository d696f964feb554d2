from torch import nn


def attach_head(model, optimizer, n_classes, *, lr, weight_decay=0.0):
    """Give the model a fresh classifier and let the existing optimizer train it."""
    model.head = nn.Linear(model.head.in_features, n_classes)
    optimizer.add_param_group(
        {"params": list(model.head.parameters()), "lr": lr, "weight_decay": weight_decay}
    )
    return model.head
