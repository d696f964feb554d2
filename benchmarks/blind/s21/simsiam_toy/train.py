import torch

from .augment import clustered, two_views
from .encoders import SimSiam
from .objective import symmetric_loss
from .probe import embed, linear_probe


def pretrain(siam, opt, x, epochs, bs):
    for epoch in range(epochs):
        running, batches = torch.zeros(()), 0
        for idx in torch.randperm(len(x)).split(bs):
            v1, v2 = two_views(x[idx])
            objective = symmetric_loss(*siam(v1, v2))
            opt.zero_grad()
            objective.backward()
            opt.step()
            running += objective.detach()
            batches += 1
        print(f"epoch {epoch}  mean neg-cos {running.item() / batches:.4f}")


def main(epochs=6, bs=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = clustered(2048)
    siam = SimSiam()
    # the predictor gets a constant lr, everything else the base lr
    opt = torch.optim.SGD([
        {"params": siam.backbone.parameters()},
        {"params": siam.projector.parameters()},
        {"params": siam.predictor.parameters(), "lr": 0.05},
    ], lr=0.05, momentum=0.9, weight_decay=1e-4)
    x_probe, y_probe = x[:512], y[:512]
    print(f"probe accuracy at init: {linear_probe(embed(siam.backbone, x_probe), y_probe, 5):.3f}")
    pretrain(siam, opt, x, epochs, bs)
    print(f"probe accuracy after:   {linear_probe(embed(siam.backbone, x_probe), y_probe, 5):.3f}")


if __name__ == "__main__":
    main()
