import torch
import torch.nn.functional as F

from .weaves import two_views


def contrastive_step(moco, opt, patches, gen):
    view_q, view_k = two_views(patches, gen)
    logits, labels = moco(view_q, view_k)
    info_nce = F.cross_entropy(logits, labels)
    opt.zero_grad()
    info_nce.backward()
    opt.step()
    top1 = (logits.argmax(1) == labels).float().mean()
    return info_nce.item(), top1.item()


@torch.no_grad()
def knn_accuracy(encoder, bank_x, bank_y, test_x, test_y, k=10):
    encoder.eval()
    fb = F.normalize(encoder(bank_x, project=False), dim=1)
    ft = F.normalize(encoder(test_x, project=False), dim=1)
    encoder.train()
    sims = ft @ fb.t()
    idx = sims.topk(k, dim=1).indices
    votes = F.one_hot(bank_y[idx], int(bank_y.max()) + 1).sum(1)
    return (votes.argmax(1) == test_y).float().mean().item()
