import torch.nn.functional as F

from .metrics import char_error_rate, greedy_decode


def evaluate(model, batches):
    model.eval()
    preds, refs, total = [], [], 0.0
    for imgs, targets, target_lens in batches:
        log_probs = model(imgs)
        lp = log_probs.permute(1, 0, 2)
        in_lens = [lp.shape[0]] * lp.shape[1]
        total += F.ctc_loss(lp, targets, in_lens, target_lens).item()
        preds += greedy_decode(log_probs)
        start = 0
        for n in target_lens:
            refs.append(targets[start:start + n].tolist())
            start += n
    model.train()
    return total / len(batches), char_error_rate(preds, refs)
