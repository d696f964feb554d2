def confident_labels(peer, inputs, threshold):
    """The peer's hard labels and a mask of the flights it is confident about."""
    probs = peer(inputs).softmax(dim=-1)
    confidence, labels = probs.max(dim=-1)
    return labels, confidence.ge(threshold)
