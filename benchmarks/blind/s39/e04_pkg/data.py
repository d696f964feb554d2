"""Synthetic contract clauses: bags of token ids with clause-type keywords."""
import torch

CLAUSE_TYPES = ("indemnity", "termination", "confidentiality", "governing_law", "payment")


def make_corpus(n, vocab=600, keywords_per_type=12, seed=0):
    kw_gen = torch.Generator().manual_seed(1234)  # the clause vocabulary is fixed
    keywords = torch.randperm(vocab - 1, generator=kw_gen)[: len(CLAUSE_TYPES) * keywords_per_type]
    gen = torch.Generator().manual_seed(seed)
    keywords = (keywords + 1).view(len(CLAUSE_TYPES), keywords_per_type)
    labels = torch.randint(len(CLAUSE_TYPES), (n,), generator=gen)
    docs = []
    for y in labels.tolist():
        length = int(torch.randint(20, 60, (1,), generator=gen))
        filler = torch.randint(1, vocab, (length,), generator=gen)
        k = int(torch.randint(2, 6, (1,), generator=gen))
        picks = keywords[y, torch.randint(keywords_per_type, (k,), generator=gen)]
        docs.append(torch.cat([filler, picks])[torch.randperm(length + k, generator=gen)])
    return docs, labels


def batches(docs, labels, batch_size, shuffle=True):
    order = torch.randperm(len(docs)) if shuffle else torch.arange(len(docs))
    for s in range(0, len(order), batch_size):
        idx = order[s:s + batch_size].tolist()
        toks = [docs[i] for i in idx]
        offsets = torch.tensor([0] + [len(t) for t in toks[:-1]]).cumsum(0)
        yield torch.cat(toks), offsets, labels[idx]
