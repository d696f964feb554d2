"""One update step per adaptation method."""
import torch
import torch.nn.functional as F


def coral(fs, ft):
    d = fs.shape[1]
    cs = torch.cov(fs.T)
    ct = torch.cov(ft.T)
    return ((cs - ct) ** 2).sum() / (4 * d * d)


def plain_step(m, opts, xs, ys, xt, args):
    opts["main"].zero_grad()
    mse = F.mse_loss(m["reg"](m["enc"](xs)), ys)
    mse.backward()
    opts["main"].step()
    return {"mse": mse.item()}


def coral_step(m, opts, xs, ys, xt, args):
    opts["main"].zero_grad()
    fs, ft = m["enc"](xs), m["enc"](xt)
    mse = F.mse_loss(m["reg"](fs), ys)
    c = coral(fs, ft)
    (mse + args.coral_weight * c).backward()
    opts["main"].step()
    return {"mse": mse.item(), "coral": c.item()}


def adversarial_step(m, opts, xs, ys, xt, args):
    fs, ft = m["enc"](xs), m["enc"](xt)
    feats = torch.cat([fs, ft])
    is_src = torch.cat([torch.ones(len(fs), 1), torch.zeros(len(ft), 1)])
    logits = {"critic": m["critic"](feats.detach()), "encoder": m["critic"](feats)}

    critic_loss = F.binary_cross_entropy_with_logits(logits["critic"], is_src)
    opts["critic"].zero_grad()
    critic_loss.backward()
    opts["critic"].step()

    mse = F.mse_loss(m["reg"](fs), ys)
    confusion = F.binary_cross_entropy_with_logits(logits["encoder"], 1 - is_src)
    opts["main"].zero_grad()
    (mse + args.adv_weight * confusion).backward()
    opts["main"].step()
    return {"mse": mse.item(), "critic": critic_loss.item()}


STEPS = {"none": plain_step, "coral": coral_step, "adversarial": adversarial_step}
