import torch
import torch.nn.functional as F

from classifier import TopicClassifier
from cli import parse_args
from corpus import SyntheticNews, packed_batches
from optim_factory import make_optimizer, optimizer_kwargs


def train_epoch(model, optimizer, batches):
    model.train()
    total, seen = 0.0, 0
    for tokens, offsets, labels in batches:
        logits = model(tokens, offsets)
        loss = F.cross_entropy(logits, labels)
        loss.backward()
        optimizer.step()
        total += loss.item() * labels.numel()
        seen += labels.numel()
    return total / seen


@torch.no_grad()
def evaluate(model, batches):
    model.eval()
    correct, seen = 0, 0
    for tokens, offsets, labels in batches:
        correct += (model(tokens, offsets).argmax(dim=1) == labels).sum().item()
        seen += labels.numel()
    return correct / seen


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    args = parse_args()
    corpus = SyntheticNews(args.vocab_size, args.topics, args.docs)
    (train_docs, train_labels), (val_docs, val_labels) = corpus.split()
    model = TopicClassifier(args.vocab_size, args.embed_dim, args.topics)
    optimizer = make_optimizer(model.parameters(), args.optim, **optimizer_kwargs(args))
    for epoch in range(args.epochs):
        loss = train_epoch(model, optimizer, packed_batches(train_docs, train_labels, args.batch_size))
        acc = evaluate(model, packed_batches(val_docs, val_labels, 256, shuffle=False))
        print(f"epoch {epoch}  train ce {loss:.4f}  val acc {acc:.3f}")


if __name__ == "__main__":
    main()
