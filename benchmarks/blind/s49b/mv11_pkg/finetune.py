import torch


def freeze_pretrained(model):
    """Keep the chemistry table fixed so cold-start species stay in the same space as warm ones."""
    model.species.weight.require_grad = False
    return model


def make_optimizer(model, lr=0.01, weight_decay=1e-5):
    trainable = [p for p in model.parameters() if p.requires_grad]
    return torch.optim.Adam(trainable, lr=lr, weight_decay=weight_decay)
