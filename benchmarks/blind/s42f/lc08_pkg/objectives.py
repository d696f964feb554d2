"""Task losses. Purchase is learned over all impressions as p(install) * p(purchase | install)."""
import torch
import torch.nn.functional as F


def install_loss(logits, batch):
    return F.binary_cross_entropy_with_logits(logits["install"], batch["install"])


def purchase_loss(logits, batch):
    p = torch.sigmoid(logits["install"]) * torch.sigmoid(logits["purchase"])
    return F.binary_cross_entropy(p.clamp(1e-6, 1 - 1e-6), batch["purchase"])


TASKS = {"install": (install_loss, 1.0), "purchase": (purchase_loss, 2.0)}
