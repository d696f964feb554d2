import torch
import torch.nn.functional as F

from .config import CFG
from .engine import iterate


def student_epoch(student, optimizer, teacher, X_lab, y_lab, X_unl):
    """One epoch of the pseudo-labelling round: labeled BCE + soft-label BCE on the test clicks,
    the soft labels coming from the previous round's fold model (the teacher)."""
    student.train()
    teacher.eval()
    unl_batches = list(iterate(len(X_unl)))
    tot, n = 0.0, 0
    for i, b in enumerate(iterate(len(X_lab))):
        u = unl_batches[i % len(unl_batches)]
        soft = torch.sigmoid(teacher(X_unl[u]))
        optimizer.zero_grad()
        loss_lab = F.binary_cross_entropy_with_logits(student(X_lab[b]), y_lab[b])
        loss_pl = F.binary_cross_entropy_with_logits(student(X_unl[u]), soft)
        loss = loss_lab + CFG["pl_weight"] * loss_pl
        loss.backward()
        optimizer.step()
        tot, n = tot + loss.item() * len(b), n + len(b)
    return tot / n
