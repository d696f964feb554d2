import torch
import torch.nn.functional as F


def length_mask(lens, T):
    return torch.arange(T).unsqueeze(0) < lens.unsqueeze(1)


def masked_bce(logits, labels, lens, pos_weight=3.0):
    mask = length_mask(lens, logits.size(1)).float()
    per_frame = F.binary_cross_entropy_with_logits(
        logits, labels, pos_weight=torch.tensor(pos_weight), reduction="none")
    return (per_frame * mask).sum() / mask.sum()


def train_one_epoch(net, opt, batches):
    net.train()
    seen, acc_loss = 0, 0.0
    for feats, labels, lens in batches:
        logits = net(feats, lens)
        loss = masked_bce(logits, labels, lens)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(net.parameters(), 2.0)
        opt.step()
        acc_loss += loss.item() * feats.size(0)
        seen += feats.size(0)
    return acc_loss / seen


@torch.no_grad()
def frame_f1(net, batches, threshold=0.5):
    net.eval()
    tp = fp = fn = 0
    for feats, labels, lens in batches:
        pred = torch.sigmoid(net(feats, lens)) > threshold
        mask = length_mask(lens, feats.size(1))
        gold = labels.bool()
        tp += int((pred & gold & mask).sum())
        fp += int((pred & ~gold & mask).sum())
        fn += int((~pred & gold & mask).sum())
    return 2 * tp / max(2 * tp + fp + fn, 1)
