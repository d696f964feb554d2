import torch

from .data import prototypes, two_views
from .encoders import Encoder, momentum_copy
from .momentum import KeyQueue, ema_update
from .objective import info_nce, knn_accuracy


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    protos = prototypes()
    online = Encoder(protos.shape[1])
    target = momentum_copy(online)
    queue = KeyQueue(256, 16)
    opt = torch.optim.SGD(online.parameters(), lr=0.05, momentum=0.9)
    print(f"knn acc before {knn_accuracy(online, protos):.3f}")
    for step in range(200):
        x1, x2, _ = two_views(protos, 64)
        q = online(x1)
        with torch.no_grad():
            k = target(x2)
        loss = info_nce(q, k, queue.keys, temperature=0.2)
        opt.zero_grad()
        loss.backward()
        opt.step()
        ema_update(online, target, 0.99)
        queue.push(k)
        if step % 50 == 0:
            print(f"step {step} loss {loss.item():.4f}")
    print(f"knn acc after {knn_accuracy(online, protos):.3f}")


if __name__ == "__main__":
    main()
