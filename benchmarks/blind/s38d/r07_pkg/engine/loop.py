import torch
import torch.nn.functional as F

from ..utils.misc import MetricLogger


def negative_edges(num_nodes, num, generator=None):
    return torch.randint(0, num_nodes, (2, num), generator=generator)


def train_one_epoch(model, graph, optimizer, cfg, epoch):
    model.train()
    logger = MetricLogger()
    pos = graph["train_pos"]
    perm = torch.randperm(pos.size(1))
    batches = perm.split(cfg["batch_edges"])
    for idx in logger.log_every(batches, cfg["print_freq"], f"Epoch [{epoch}]"):
        pos_e = pos[:, idx]
        neg_e = negative_edges(graph["x"].size(0), pos_e.size(1))
        edges = torch.cat([pos_e, neg_e], 1)
        labels = torch.cat([torch.ones(pos_e.size(1)), torch.zeros(neg_e.size(1))])
        logits = model(graph["x"], graph["adj_norm"], edges)
        loss = F.binary_cross_entropy_with_logits(logits, labels)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        logger.update(loss=loss)
    return {k: m.global_avg for k, m in logger.meters.items()}


@torch.no_grad()
def evaluate(model, graph):
    model.eval()
    pos, neg = graph["val_pos"], graph["val_neg"]
    s_pos = model(graph["x"], graph["adj_norm"], pos)
    s_neg = model(graph["x"], graph["adj_norm"], neg)
    auc = (s_pos[:, None] > s_neg[None, :]).float().mean().item()
    return {"val_auc": auc}
