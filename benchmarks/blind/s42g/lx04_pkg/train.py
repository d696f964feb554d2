import torch
import torch.nn.functional as F

from .classifier import QueueBandNet
from .distributed import DataParallelLite, all_reduce_grads, init_distributed
from .evaluation import evaluate
from .lifts import lift_snapshots, shard


def fit(ctx, epochs=6, batch=64, lr=2e-3):
    feats, labels = shard(*lift_snapshots(3000, seed=1), ctx.rank, ctx.world_size)
    val_feats, val_labels = lift_snapshots(800, seed=2)
    model = DataParallelLite(QueueBandNet(), ctx)
    sgd = torch.optim.SGD(model.parameters(), lr=lr * 20, momentum=0.9, nesterov=True)
    for epoch in range(epochs):
        perm = torch.randperm(feats.shape[0])
        for i in range(0, len(perm), batch):
            idx = perm[i:i + batch]
            ce = F.cross_entropy(model(feats[idx]), labels[idx])
            sgd.zero_grad()
            ce.backward()
            all_reduce_grads(model, ctx)
            sgd.step()
        if ctx.rank == 0:
            report = evaluate(model, val_feats, val_labels)
            print(f"epoch {epoch} train-ce {ce.item():.3f} val-acc {report['acc']:.3f} val-nll {report['nll']:.3f}")
    return model


def main():
    torch.manual_seed(0)
    ctx = init_distributed()
    fit(ctx)


if __name__ == "__main__":
    main()
