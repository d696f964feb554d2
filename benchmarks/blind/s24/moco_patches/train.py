import torch
import torch.nn.functional as F

from encoder import PatchEncoder
from momentum import MomentumEncoder
from key_queue import KeyQueue, info_nce
from views import texture_bank, two_views

TEMPERATURE = 0.2


@torch.no_grad()
def knn_accuracy(encoder, train_x, train_y, test_x, test_y, k=10):
    encoder.eval()
    bank = F.normalize(encoder.features(train_x), dim=1)
    query = F.normalize(encoder.features(test_x), dim=1)
    encoder.train()
    nearest = (query @ bank.T).topk(k, dim=1).indices
    votes = F.one_hot(train_y[nearest], int(train_y.max()) + 1).sum(dim=1)
    return (votes.argmax(dim=1) == test_y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_x, train_y = texture_bank(150)
    test_x, test_y = texture_bank(40)
    online = PatchEncoder()
    key_encoder = MomentumEncoder(online, momentum=0.99)
    queue = KeyQueue(dim=32, size=512)
    optimizer = torch.optim.SGD(online.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
    print(f"kNN acc before training {knn_accuracy(online, train_x, train_y, test_x, test_y):.3f}")
    for epoch in range(12):
        for view_q, view_k in two_views(train_x, 64):
            queries = online(view_q)
            keys = key_encoder.keys(view_k)
            loss = info_nce(queries, keys, queue, TEMPERATURE)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            key_encoder.update(online)
            queue.push(keys)
        if epoch % 3 == 2:
            acc = knn_accuracy(online, train_x, train_y, test_x, test_y)
            print(f"epoch {epoch:2d}  info-nce {loss.item():.3f}  kNN acc {acc:.3f}")


if __name__ == "__main__":
    main()
