import torch


def build_optimizers(student, criterions, lr=0.02, embed_lr=0.05):
    """The embedding heads of CRD get their own optimizer (higher lr, no weight decay)."""
    opts = {"student": torch.optim.SGD(student.parameters(), lr=lr, momentum=0.9, weight_decay=5e-4)}
    embed_params = list(criterions["crd"].parameters())
    if embed_params:
        opts["embed"] = torch.optim.SGD(embed_params, lr=embed_lr, momentum=0.9)
    return opts
