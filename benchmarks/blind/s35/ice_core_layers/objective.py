import torch


def sequence_nll(emitter, crf, x, tags):
    return -crf.log_likelihood(emitter(x), tags)


@torch.no_grad()
def tag_accuracy(emitter, crf, x, tags):
    pred = crf.decode(emitter(x))
    melt = tags == 2
    overall = (pred == tags).float().mean().item()
    melt_recall = (pred[melt] == 2).float().mean().item()
    return overall, melt_recall
