# Restaurant review sentiment, EmbeddingBag classifier (after the torchtext tutorial).
# Small GPU at home -> batches of 16 and gradient accumulation to get an effective batch of 64.
import random

import torch
import torch.nn as nn

random.seed(11)
torch.manual_seed(11)

POS = "delicious friendly tasty fresh amazing cozy generous crispy perfect lovely".split()
NEG = "cold rude bland stale slow greasy overpriced dirty soggy burnt".split()
NEUTRAL = "the food service was our table pasta pizza waiter and a very we it dessert".split()
ACCUM_STEPS = 4
BATCH = 16
EPOCHS = 5
LR = 2.0

vocab = {w: i + 1 for i, w in enumerate(sorted(set(POS + NEG + NEUTRAL)))}   # 0 = padding/unk


def write_review(label):
    good, bad = (POS, NEG) if label == 1 else (NEG, POS)
    words = []
    for _ in range(random.randint(8, 25)):
        r = random.random()
        words.append(random.choice(NEUTRAL) if r < 0.6 else random.choice(good) if r < 0.93
                     else random.choice(bad))
    return words


reviews = [(write_review(l), l) for l in [random.randint(0, 1) for _ in range(1600)]]
train_set, test_set = reviews[:1280], reviews[1280:]


def collate(batch):
    label_list, text_list, offsets = [], [], [0]
    for words, label in batch:
        ids = torch.tensor([vocab.get(w, 0) for w in words], dtype=torch.long)
        label_list.append(label)
        text_list.append(ids)
        offsets.append(ids.size(0))
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    return torch.tensor(label_list), torch.cat(text_list), offsets


class TextClassificationModel(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_class):
        super().__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=False)
        self.fc = nn.Linear(embed_dim, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        return self.fc(self.embedding(text, offsets))


model = TextClassificationModel(len(vocab) + 1, 32, 2)
criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=LR)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1, gamma=0.8)


def train(epoch):
    model.train()
    random.shuffle(train_set)
    total_acc, total_count, running = 0, 0, 0.0
    optimizer.zero_grad()
    batches = [train_set[i:i + BATCH] for i in range(0, len(train_set), BATCH)]
    for idx, batch in enumerate(batches):
        label, text, offsets = collate(batch)
        predicted_label = model(text, offsets)
        loss = criterion(predicted_label, label) / ACCUM_STEPS
        loss.backward()
        if (idx + 1) % ACCUM_STEPS == 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            optimizer.zero_grad()
        running += loss.item() * ACCUM_STEPS
        total_acc += (predicted_label.argmax(1) == label).sum().item()
        total_count += label.size(0)
    print(f"| epoch {epoch} | loss {running / len(batches):.4f} | train acc {total_acc / total_count:.3f}")


def evaluate(data):
    model.eval()
    total_acc, total_count = 0, 0
    with torch.no_grad():
        for i in range(0, len(data), 64):
            label, text, offsets = collate(data[i:i + 64])
            predicted_label = model(text, offsets)
            total_acc += (predicted_label.argmax(1) == label).sum().item()
            total_count += label.size(0)
    return total_acc / total_count


for epoch in range(1, EPOCHS + 1):
    train(epoch)
    scheduler.step()
    print(f"|           test acc {evaluate(test_set):.3f}")

for sentence in ["the pasta was cold and the waiter rude", "cozy table and delicious fresh pizza"]:
    with torch.no_grad():
        ids = torch.tensor([vocab.get(w, 0) for w in sentence.split()])
        p = model(ids, torch.tensor([0])).softmax(1)[0, 1].item()
    print(f"{sentence!r}: P(positive) = {p:.2f}")
