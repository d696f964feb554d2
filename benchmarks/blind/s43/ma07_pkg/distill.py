import torch.nn.functional as F


def soft_targets(net, x, temperature):
    """Class probabilities of `net`, softened by `temperature`."""
    return F.softmax(net(x) / temperature, dim=1)


def kd_term(student_logits, teacher_probs, temperature):
    log_p = F.log_softmax(student_logits / temperature, dim=1)
    return -(teacher_probs * log_p).sum(dim=1).mean() * temperature ** 2
