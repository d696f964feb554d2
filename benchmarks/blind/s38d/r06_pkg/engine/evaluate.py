import torch


def greedy_decode(log_probs, blank=0):
    best = log_probs.argmax(-1)
    out = []
    for seq in best.tolist():
        chars, prev = [], blank
        for s in seq:
            if s != blank and s != prev:
                chars.append(s)
            prev = s
        out.append(chars)
    return out


def edit_distance(a, b):
    dp = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, dp[0] = dp[0], i
        for j, cb in enumerate(b, 1):
            prev, dp[j] = dp[j], min(dp[j] + 1, dp[j - 1] + 1, prev + (ca != cb))
    return dp[-1]


def evaluate(model, loader, device, use_amp=False):
    model.eval()
    errors, total = 0, 0
    with torch.autocast(device_type=device.type, enabled=use_amp):
        for clips, targets, target_lens in loader:
            log_probs = model(clips.to(device))
            hyps = greedy_decode(log_probs)
            for hyp, tgt, n in zip(hyps, targets.tolist(), target_lens.tolist()):
                errors += edit_distance(hyp, tgt[:n])
                total += n
    return {"cer": errors / max(total, 1)}
