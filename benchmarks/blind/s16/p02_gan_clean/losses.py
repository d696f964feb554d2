import torch.nn.functional as F


def hinge_d_loss(real_logits, fake_logits):
    return F.relu(1.0 - real_logits).mean() + F.relu(1.0 + fake_logits).mean()


def hinge_g_loss(fake_logits):
    return -fake_logits.mean()


LOSSES = {
    "hinge": (hinge_d_loss, hinge_g_loss),
}
