import torch
import torch.nn as nn
import torch.nn.functional as F


class SoftTargetKD(nn.Module):
    def __init__(self, T=3.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class AttentionTransfer(nn.Module):
    def forward(self, s_map, t_map):
        a_s = F.normalize(s_map.pow(2).mean(1), dim=1)
        a_t = F.normalize(t_map.pow(2).mean(1), dim=1)
        return (a_s - a_t).pow(2).mean()


class JacobianMatch(nn.Module):
    """Sobolev term: match d(max logit)/dx of student and teacher."""

    def input_jacobian(self, net, x, create_graph):
        x = x.detach().clone().requires_grad_(True)
        logits = net(x)
        score = logits.max(dim=1).values.sum()
        (g,) = torch.autograd.grad(score, x, create_graph=create_graph)
        return g, logits

    def forward(self, student, teacher, x):
        g_t, _ = self.input_jacobian(teacher, x, create_graph=False)
        g_s, s_logits = self.input_jacobian(student, x, create_graph=True)
        return F.mse_loss(F.normalize(g_s.flatten(1), dim=1), F.normalize(g_t.flatten(1), dim=1))


class AdversarialKD(nn.Module):
    """FGSM examples crafted against the student, distilled towards the teacher there."""

    def __init__(self, eps=0.05, T=3.0):
        super().__init__()
        self.eps = eps
        self.kd = SoftTargetKD(T)

    def craft(self, net, x, y):
        x_adv = x.detach().clone().requires_grad_(True)
        loss = F.cross_entropy(net(x_adv), y)
        (g,) = torch.autograd.grad(loss, x_adv)
        return (x_adv + self.eps * g.sign()).detach()

    def forward(self, student, teacher, x, y):
        x_adv = self.craft(student, x, y)
        with torch.no_grad():
            t_adv = teacher(x_adv)
        return self.kd(student(x_adv), t_adv)


def build_criterions(T):
    return {"ce": nn.CrossEntropyLoss(), "kd": SoftTargetKD(T), "at": AttentionTransfer(),
            "jac": JacobianMatch(), "adv": AdversarialKD(T=T)}
