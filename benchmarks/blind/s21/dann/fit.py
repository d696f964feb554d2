import numpy as np
import torch
import torch.nn.functional as F


def two_domains(n, d=8, n_classes=3):
    centers = torch.randn(n_classes, d) * 2.0
    ys, yt = torch.randint(0, n_classes, (n,)), torch.randint(0, n_classes, (n,))
    xs = centers[ys] + torch.randn(n, d)
    skew = 0.25 * torch.randn(d, d)
    rot = torch.linalg.matrix_exp(skew - skew.T)
    xt = (centers[yt] + torch.randn(n, d)) @ rot + 0.5
    return xs, ys, xt, yt


def numpy_accuracy(logits, labels):
    probs = logits.softmax(-1).detach().cpu().numpy()
    return float((np.argmax(probs, axis=1) == labels.cpu().numpy()).mean())


def fit(net, opt, data, steps=400, bs=64, lam_max=0.3):
    xs, ys, xt, _ = data
    src_acc = []
    for step in range(steps):
        lam = lam_max * (2.0 / (1.0 + np.exp(-10 * step / steps)) - 1.0)
        i, j = torch.randint(0, len(xs), (bs,)), torch.randint(0, len(xt), (bs,))
        x = torch.cat([xs[i], xt[j]])
        dom = torch.cat([torch.zeros(bs, dtype=torch.long), torch.ones(bs, dtype=torch.long)])
        y_logits, d_logits = net(x, dom, lam=float(lam))
        task = F.cross_entropy(y_logits[:bs], ys[i])
        confusion = F.cross_entropy(d_logits, dom)
        opt.zero_grad()
        (task + confusion).backward()
        opt.step()
        src_acc.append(numpy_accuracy(y_logits[:bs], ys[i]))
    return float(np.mean(src_acc[-50:]))


@torch.no_grad()
def target_accuracy(net, xt, yt):
    net.eval()
    logits, _ = net(xt, torch.ones(len(xt), dtype=torch.long))
    net.train()
    return numpy_accuracy(logits, yt)
