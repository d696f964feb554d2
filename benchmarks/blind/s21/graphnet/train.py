import torch
import torch.nn.functional as F

from .builder import build
from .graph_data import sbm_graph

CFG = {"in_dim": 8, "hidden": 16, "depth": 2, "classes": 3, "lr": 1e-2, "wd": 5e-4,
       "epochs": 120, "dropout": 0.2}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    feats, adj, labels, train_mask = sbm_graph()
    net, opt, sched = build(CFG)
    print(f"trainable tensors: {len(list(net.parameters()))}")
    for epoch in range(CFG["epochs"]):
        net.train()
        opt.zero_grad()
        logits = net(feats, adj)
        objective = F.cross_entropy(logits[train_mask], labels[train_mask])
        objective.backward()
        opt.step()
        sched.step()
    net.eval()
    with torch.no_grad():
        pred = net(feats, adj).argmax(-1)
    test = ~train_mask
    acc = (pred[test] == labels[test]).float().mean().item()
    print(f"final train loss {objective.item():.4f}  test accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
