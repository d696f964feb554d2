import torch
import torch.nn.functional as F

from .graph import normalized_adjacency, split_nodes, stochastic_block_model
from .layers import GCN
from .meters import AverageMeter

SETTINGS = dict(hidden=32, dropout=0.3, lr=0.01, weight_decay=5e-4, epochs=20, node_batch=16)


def node_batches(idx, batch_size):
    perm = idx[torch.randperm(idx.numel())]
    for start in range(0, perm.numel(), batch_size):
        yield perm[start:start + batch_size]


def on_epoch_end(epoch, meter, model, feats, a_norm, labels, test_idx):
    model.eval()
    with torch.no_grad():
        pred = model(feats, a_norm).argmax(1)
    acc = (pred[test_idx] == labels[test_idx]).float().mean().item()
    if epoch % 5 == 0:
        print(f"epoch {epoch}: {meter} test acc {acc:.3f}")
    return acc


def main(settings=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    feats, adj, labels = stochastic_block_model()
    a_norm = normalized_adjacency(adj)
    train_idx, test_idx = split_nodes(labels.numel())
    model = GCN(feats.size(1), settings["hidden"], int(labels.max()) + 1, settings["dropout"])
    optimizer = torch.optim.Adam(model.parameters(), lr=settings["lr"],
                                 weight_decay=settings["weight_decay"])
    meter = AverageMeter("train_loss")
    for epoch in range(settings["epochs"]):
        model.train()
        meter.reset()
        for batch in node_batches(train_idx, settings["node_batch"]):
            logits = model(feats, a_norm)
            loss = F.cross_entropy(logits[batch], labels[batch])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            meter.update(loss, batch.numel())
        on_epoch_end(epoch, meter, model, feats, a_norm, labels, test_idx)


if __name__ == "__main__":
    main()
