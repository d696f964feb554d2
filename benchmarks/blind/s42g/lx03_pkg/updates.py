import torch
import torch.nn.functional as F


def judge_update(judge, opt_judge, real, forged):
    opt_judge.zero_grad()
    s_real = judge(real)
    s_fake = judge(forged)
    bce = F.binary_cross_entropy_with_logits(s_real, torch.ones_like(s_real)) + \
        F.binary_cross_entropy_with_logits(s_fake, torch.zeros_like(s_fake))
    bce.backward()
    judge.reduce_grads()
    opt_judge.step()
    return bce.item()


def brush_update(judge, opt_brush, brush, forged):
    opt_brush.zero_grad()
    s_fake = judge(forged)
    fool = F.binary_cross_entropy_with_logits(s_fake, torch.ones_like(s_fake))
    fool.backward()
    brush.reduce_grads()
    opt_brush.step()
    return fool.item()
