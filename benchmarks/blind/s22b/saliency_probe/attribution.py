def channel_relevance(fmap):
    relevance = (fmap * fmap.grad).sum(dim=1).clamp(min=0)
    return relevance.flatten(1).mean(dim=1)
