def greedy_decode(log_probs, blank=0):
    best = log_probs.argmax(-1)
    texts = []
    for row in best.tolist():
        out, prev = [], blank
        for s in row:
            if s != blank and s != prev:
                out.append(s)
            prev = s
        texts.append(out)
    return texts


def edit_distance(a, b):
    d = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, d[0] = d[0], i
        for j, y in enumerate(b, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (x != y))
    return d[-1]


def char_error_rate(preds, targets):
    errs = sum(edit_distance(p, t) for p, t in zip(preds, targets))
    return errs / max(1, sum(len(t) for t in targets))
