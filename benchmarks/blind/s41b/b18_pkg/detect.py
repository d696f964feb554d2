import torch


@torch.no_grad()
def call_scores(encoder, decoder, noisy):
    encoder.eval()
    decoder.eval()
    den = decoder(encoder(noisy)).clamp(min=0)
    encoder.train()
    decoder.train()
    return den.flatten(1).topk(12, dim=1).values.mean(1)


def raw_scores(noisy):
    return noisy.flatten(1).topk(12, dim=1).values.mean(1)


def auc(scores, labels):
    pos, neg = scores[labels == 1], scores[labels == 0]
    return (pos.view(-1, 1) > neg.view(1, -1)).float().mean().item()
