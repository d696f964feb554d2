"""Freelance marketplace: match freelancers to open gigs with a pre-trained, frozen gig tower."""
