"""Loss + metric bundle shared by training and validation."""
import torch
import torch.nn.functional as F


@torch.no_grad()
def _sign_agreement(pred, target):
    return (torch.sign(pred) == torch.sign(target)).float().mean()


class ValueObjective:
    def __init__(self, huber_delta=0.1):
        self.huber_delta = huber_delta

    @torch.no_grad()
    def __call__(self, pred, target):
        loss = F.huber_loss(pred, target, delta=self.huber_delta)
        return {"loss": loss,
                "mae": (pred - target).abs().mean(),
                "sign_acc": _sign_agreement(pred, target)}
