import torch
import torch.nn as nn
import torch.nn.functional as F


class HintRegressor(nn.Module):
    """FitNets: maps the student's feature map to the teacher's channel width."""

    def __init__(self, c_student, c_teacher):
        super().__init__()
        self.proj = nn.Conv2d(c_student, c_teacher, 1, bias=False)
        self.bn = nn.BatchNorm2d(c_teacher)

    def forward(self, f):
        return self.bn(self.proj(f))


class FrozenTeacher:
    def __init__(self, model):
        self.model = model.eval()

    @torch.no_grad()
    def __call__(self, x):
        return self.model(x)


def kd_objective(s_logits, t_logits, s_hint, t_feat, labels, cfg):
    T = cfg["temperature"]
    soft = F.kl_div(F.log_softmax(s_logits / T, 1), F.softmax(t_logits / T, 1),
                    reduction="batchmean") * T ** 2
    hard = F.cross_entropy(s_logits, labels)
    hint = F.mse_loss(s_hint, t_feat)
    return cfg["w_soft"] * soft + cfg["w_hard"] * hard + cfg["w_hint"] * hint, (soft, hard, hint)
