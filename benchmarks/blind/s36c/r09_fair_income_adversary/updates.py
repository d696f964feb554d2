import torch.nn.functional as F


def adversary_step(outs, s, optimizer):
    loss = F.binary_cross_entropy_with_logits(outs["s_logit_adv"], s)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item()


def predictor_step(outs, y, s, optimizer, alpha):
    task = F.binary_cross_entropy_with_logits(outs["y_logit"], y)
    adv = F.binary_cross_entropy_with_logits(outs["s_logit_pred"], s)
    loss = task - alpha * adv
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return task.item(), adv.item()


def pretrain_step(predictor, x, y, optimizer):
    loss = F.binary_cross_entropy_with_logits(predictor(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item()
