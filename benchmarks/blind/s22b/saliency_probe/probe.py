from attribution import channel_relevance


def explain(model, images, targets):
    model.eval()
    logits, fmap = model(images)
    score = logits.gather(1, targets[:, None]).sum()
    model.zero_grad()
    score.backward()
    relevance = channel_relevance(fmap)
    return relevance.detach()
