import torch
import torch.nn.functional as F


@torch.no_grad()
def pseudo_label_loss(teacher, student, weak, strong, threshold):
    """FixMatch-style: confident teacher predictions on the weak view become
    hard targets for the student on the strong view."""
    probs = F.softmax(teacher(weak), dim=1)
    confidence, targets = probs.max(dim=1)
    keep = (confidence >= threshold).float()
    per_sample = F.cross_entropy(student(strong), targets, reduction="none")
    return (per_sample * keep).sum() / keep.sum().clamp_min(1.0), keep.mean()
