import torch
import torch.nn.functional as F

from falconry_flights.pseudo import confident_labels


class CoTrainer:
    """Co-training (Blum and Mitchell, 1998): each view learns from the labels and from the
    confident predictions of the other view on unlabelled flights."""

    def __init__(self, nets, optimizers, threshold=0.9, unlabelled_weight=0.5):
        self.nets = nets
        self.optimizers = optimizers
        self.threshold = threshold
        self.unlabelled_weight = unlabelled_weight
        self.peer_of = {"gps": "imu", "imu": "gps"}

    def step(self, labelled, unlabelled):
        views = {"gps": 0, "imu": 1}
        y = labelled[2]
        stats = {}
        for name, net in self.nets.items():
            net.train()
            peer = self.nets[self.peer_of[name]]
            labels, keep = confident_labels(peer, unlabelled[views[self.peer_of[name]]],
                                            self.threshold)
            loss = F.cross_entropy(net(labelled[views[name]]), y)
            if keep.any():
                own = net(unlabelled[views[name]][keep])
                loss = loss + self.unlabelled_weight * F.cross_entropy(own, labels[keep])
            optimizer = self.optimizers[name]
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            stats[name] = (loss.item(), int(keep.sum()))
        return stats

    @torch.no_grad()
    def accuracy(self, gps, imu, y):
        out = {}
        for name, inputs in (("gps", gps), ("imu", imu)):
            self.nets[name].eval()
            out[name] = self.nets[name](inputs).softmax(-1)
        joint = (out["gps"] * out["imu"]).argmax(-1)
        scores = {name: (p.argmax(-1) == y).float().mean().item() for name, p in out.items()}
        scores["joint"] = (joint == y).float().mean().item()
        return scores
