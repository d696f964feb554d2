"""Synthetic snippets from four 'languages' with their own letter-bigram habits."""
import torch

PAD = 0
ALPHABET = 26
LANGUAGES = ("fi", "pt", "nl", "tr")


def bigram_tables(generator):
    tables = []
    for _ in LANGUAGES:
        logits = 2.2 * torch.randn(ALPHABET, ALPHABET, generator=generator)
        tables.append(torch.softmax(logits, dim=1))
    return tables


def snippets(tables, n, max_len, generator):
    labels = torch.randint(len(tables), (n,), generator=generator)
    lengths = torch.randint(6, max_len + 1, (n,), generator=generator)
    text = torch.full((n, max_len), PAD, dtype=torch.long)
    for i in range(n):
        table = tables[labels[i]]
        ch = torch.randint(ALPHABET, (1,), generator=generator).item()
        for t in range(lengths[i]):
            text[i, t] = ch + 1
            ch = torch.multinomial(table[ch], 1, generator=generator).item()
    return text, labels
