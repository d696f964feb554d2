import torch.nn.functional as F

from .pump import deliverable


def dose_loss(requested, target, beta=0.5):
    """Error of the infusion the patient would receive."""
    return F.smooth_l1_loss(deliverable(requested), target, beta=beta)
