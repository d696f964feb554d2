import torch
import torch.nn.functional as F

from grad_tools import backward_tasks, shared_grad_norms
from nets import LinearProbe, TwoHeadNet
from settings import SETTINGS as S


def batch(g):
    x = torch.randn(S["batch_size"], S["in_dim"], generator=g)
    coarse = (x[:, 0] > 0).long() + (x[:, 1] > 0).long()
    fine = torch.randint(0, S["task_dims"]["fine"], (S["batch_size"],), generator=g)
    return x, {"coarse": coarse, "fine": fine}


def main():
    torch.manual_seed(0)
    net = TwoHeadNet(S["in_dim"], S["hidden"], S["task_dims"])
    probe = LinearProbe(S["hidden"], S["task_dims"]["coarse"])
    opt = torch.optim.Adam(net.parameters(), lr=S["lr"])
    probe_opt = torch.optim.SGD(probe.parameters(), lr=S["probe_lr"])
    shared = list(net.backbone.parameters())
    g = torch.Generator().manual_seed(1)
    for step in range(S["steps"]):
        x, y = batch(g)
        feats = net.backbone(x)
        losses = {k: F.cross_entropy(head(feats), y[k]) for k, head in net.heads.items()}
        norms = shared_grad_norms(losses, shared)

        opt.zero_grad()
        backward_tasks(losses)
        opt.step()

        # linear probe on frozen features: its own graph, its own backward
        probe_opt.zero_grad()
        probe_loss = F.cross_entropy(probe(feats.detach()), y["coarse"])
        probe_loss.backward()
        probe_opt.step()
        if step % 5 == 0:
            print(step, {k: round(v.item(), 3) for k, v in losses.items()}, norms, round(probe_loss.item(), 3))


if __name__ == "__main__":
    main()
