import torch
import torch.nn.functional as F

from .dough import batches
from .pleat_net import TearRisk


def fit(hp, train, on_epoch_end, epochs=15, seed=0):
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    net = TearRisk(train[0].shape[1], hp["width"], hp["depth"], hp["dropout"])
    opt = torch.optim.SGD(net.parameters(), lr=hp["lr"], momentum=0.9, nesterov=True,
                          weight_decay=hp["weight_decay"])
    per_epoch = -(-len(train[1]) // hp["batch"])
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=hp["lr"], epochs=epochs,
                                                steps_per_epoch=per_epoch)
    pos_weight = (1 - train[1].mean()) / train[1].mean()
    for epoch in range(epochs):
        net.train()
        for xb, yb in batches(*train, hp["batch"], gen):
            opt.zero_grad()
            bce = F.binary_cross_entropy_with_logits(net(xb), yb, pos_weight=pos_weight)
            bce.backward()
            opt.step()
            sched.step()
        if on_epoch_end(net, epoch):
            break
    return net
