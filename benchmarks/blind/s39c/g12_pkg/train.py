import torch

from .corpus import generate_sentences
from .pairs import noise_distribution, skipgram_pairs, to_batches
from .sgns import SkipGramNS
from .vocab import Vocab

EMBED_DIM = 24
EPOCHS = 3
BATCH_SIZE = 256


def main():
    torch.manual_seed(0)
    sentences = generate_sentences()
    vocab = Vocab(sentences)
    pairs = skipgram_pairs([vocab.ids(s) for s in sentences])
    noise = noise_distribution(vocab.freq)
    print(f"vocab {len(vocab)}, {len(pairs)} training pairs")

    w2v = SkipGramNS(len(vocab), EMBED_DIM)
    opt = torch.optim.Adam(w2v.parameters(), lr=0.01)
    for epoch in range(EPOCHS):
        total, nb = 0.0, 0
        for centers, contexts, negatives in to_batches(pairs, BATCH_SIZE, noise):
            opt.zero_grad()
            loss = w2v(centers, contexts, negatives)
            loss.backward()
            opt.step()
            total += loss.item()
            nb += 1
        print(f"epoch {epoch + 1}: loss {total / nb:.4f}")
    for word in ["oven", "storm", "striker", "comet"]:
        print(word, "->", [vocab.itos[i] for i in w2v.nearest(vocab.stoi[word])])


if __name__ == "__main__":
    main()
