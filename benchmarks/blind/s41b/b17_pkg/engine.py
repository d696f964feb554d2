import torch
import torch.nn.functional as F


def train_epoch(net, opt, attack, data, batch, gen, adv_fraction=0.5):
    iq, labels = data
    order = torch.randperm(iq.shape[0], generator=gen)
    running, seen = 0.0, 0
    for i in range(0, iq.shape[0], batch):
        idx = order[i:i + batch]
        clean_x, y = iq[idx], labels[idx]
        n_adv = int(adv_fraction * len(idx))
        adv_x = attack.perturb(net, clean_x[:n_adv], y[:n_adv])
        x = torch.cat([adv_x, clean_x[n_adv:]])
        logits = net(x)
        ce = F.cross_entropy(logits, y)
        opt.zero_grad()
        ce.backward()
        opt.step()
        running += ce.item() * len(idx)
        seen += len(idx)
    return running / seen


@torch.no_grad()
def evaluate_clean(net, data):
    net.eval()
    iq, labels = data
    acc = (net(iq).argmax(1) == labels).float().mean().item()
    net.train()
    return acc


def evaluate_robust(net, attack, data):
    iq, labels = data
    adv = attack.perturb(net, iq, labels)
    return evaluate_clean(net, (adv, labels))
