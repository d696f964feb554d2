import torch
import torch.nn.functional as F


@torch.no_grad()
def soften(logits, temperature):
    """Temperature-scaled log-probabilities (Hinton et al., 2015)."""
    return F.log_softmax(logits / temperature, dim=-1)


def kd_objective(student_logits, teacher_logits, temperature):
    s_logp = soften(student_logits, temperature)
    t_logp = soften(teacher_logits, temperature)
    kl = F.kl_div(s_logp, t_logp, log_target=True, reduction="batchmean")
    return kl * temperature ** 2
